package oci

import (
	"os"
	"path/filepath"

	"github.com/docker/cli/cli/config"
	"github.com/docker/cli/cli/config/configfile"
	"github.com/docker/cli/cli/config/types"
	"github.com/google/go-containerregistry/pkg/authn"
	"github.com/google/go-containerregistry/pkg/name"
)

// DockerKeychain finds registry credentials as docker does, reading the
// environment through getenv: $DOCKER_CONFIG/config.json, else
// $HOME/.docker/config.json (its auths, credsStore and credHelpers: a
// credential helper docker-credential-NAME on PATH is run), else Podman's
// $REGISTRY_AUTH_FILE or $XDG_RUNTIME_DIR/containers/auth.json; without
// any of them, anonymous. It is go-containerregistry's default keychain
// with the environment passed in rather than read from the process.
func DockerKeychain(getenv func(string) string) authn.Keychain {
	if getenv == nil {
		getenv = os.Getenv
	}
	return dockerKeychain{getenv}
}

type dockerKeychain struct{ getenv func(string) string }

func (k dockerKeychain) configFile() (*configfile.ConfigFile, error) {
	dir := k.getenv("DOCKER_CONFIG")
	if dir == "" && k.getenv("HOME") != "" {
		dir = filepath.Join(k.getenv("HOME"), ".docker")
	}
	if dir != "" {
		if fi, err := os.Stat(filepath.Join(dir, config.ConfigFileName)); err == nil && fi.Mode().IsRegular() {
			return config.Load(dir)
		}
	}
	for _, p := range []string{k.getenv("REGISTRY_AUTH_FILE"), filepath.Join(k.getenv("XDG_RUNTIME_DIR"), "containers", "auth.json")} {
		if p == "" || !filepath.IsAbs(p) {
			continue
		}
		f, err := os.Open(p)
		if err != nil {
			continue
		}
		defer f.Close()
		return config.LoadFromReader(f)
	}
	return nil, nil
}

func (k dockerKeychain) Resolve(target authn.Resource) (authn.Authenticator, error) {
	cf, err := k.configFile()
	if err != nil || cf == nil {
		return authn.Anonymous, err
	}
	var cfg, empty types.AuthConfig
	for _, key := range []string{target.String(), target.RegistryStr()} {
		if key == name.DefaultRegistry {
			key = authn.DefaultAuthKey
		}
		cfg, err = cf.GetAuthConfig(key)
		if err != nil {
			return nil, err
		}
		cfg.ServerAddress = ""
		if cfg != empty {
			break
		}
	}
	if cfg == empty {
		return authn.Anonymous, nil
	}
	return authn.FromConfig(authn.AuthConfig{
		Username: cfg.Username, Password: cfg.Password, Auth: cfg.Auth,
		IdentityToken: cfg.IdentityToken, RegistryToken: cfg.RegistryToken,
	}), nil
}
