package project

import (
	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/fetch/oci"
)

func (p *Project) ociClient() *oci.Client {
	if p.ocic == nil {
		p.ocic = newOCIClient(p.env, p.cacheDir)
	}
	return p.ocic
}

func newOCIClient(env Env, cacheDir string) *oci.Client {
	return oci.New(oci.Options{Keychain: oci.DockerKeychain(env.getenv), CacheDir: cacheDir, Offline: env.Offline})
}

// ociLayerBound is the largest skill layer read: the skill's byte limit
// plus the tar headers of its file limit (a header and padding per file).
func ociLayerBound(l catalog.Limits) int64 {
	return l.MaxBytes + int64(l.MaxFiles+2)*1536 + 1024
}
