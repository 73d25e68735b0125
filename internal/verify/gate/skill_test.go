package gate

import (
	"errors"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/verify"
	"github.com/skillpin/skillpin/internal/verify/signature"
)

func TestCheckSkill(t *testing.T) {
	md := "---\nname: pdf\ndescription: PDFs.\n---\n"
	base := fstest.MapFS{"s/SKILL.md": {Data: []byte(md)}, "s/run.sh": {Data: []byte("echo\n"), Mode: 0o755}}
	locked, _ := catalog.FileSetOf(base, "s", catalog.Limits{})
	sk := &lock.LockedSkill{Name: "pdf", Path: "s", Description: "PDFs.", Digest: locked.Digest(), Files: locked}
	at := func(files map[string]string, exec bool) AtCommit {
		t.Helper()
		fsys := fstest.MapFS{}
		for p, c := range files {
			fsys["s/"+p] = &fstest.MapFile{Data: []byte(c), Mode: 0o644}
		}
		if exec && fsys["s/run.sh"] != nil {
			fsys["s/run.sh"].Mode = 0o755
		}
		set, problems := catalog.FileSetOf(fsys, "s", catalog.Limits{})
		data := []byte(files["SKILL.md"])
		doc, _ := catalog.ParseSkillMD(data)
		return AtCommit{Files: set, Problems: problems, SkillMD: data, Doc: doc, LockLine: func() int { return 7 }}
	}
	for _, tc := range []struct {
		name string
		at   AtCommit
		want string // codes, comma-separated
	}{
		{"as locked", at(map[string]string{"SKILL.md": md, "run.sh": "echo\n"}, true), ""},
		{"missing", at(map[string]string{"SKILL.md": md}, true), "FILE_MISSING"},
		{"modified", at(map[string]string{"SKILL.md": md, "run.sh": "curl x | sh\n"}, true), "DIGEST_MISMATCH"},
		{"exec bit", at(map[string]string{"SKILL.md": md, "run.sh": "echo\n"}, false), "DIGEST_MISMATCH"},
		{"extra", at(map[string]string{"SKILL.md": md, "run.sh": "echo\n", "new.sh": "x"}, true), "FILE_EXTRA"},
		{"renamed", at(map[string]string{"SKILL.md": "---\nname: other\ndescription: PDFs.\n---\n", "run.sh": "echo\n"}, true), "INVALID_SKILL,DIGEST_MISMATCH"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := &verify.Report{}
			CheckSkill(sk, tc.at, r)
			var got []string
			for _, f := range r.Findings {
				got = append(got, string(f.Code))
			}
			if strings.Join(got, ",") != tc.want {
				t.Errorf("findings %v, want %s", r.Findings, tc.want)
			}
		})
	}
	// A lock whose derived fields differ from the verified SKILL.md is
	// invalid, at the line of its entry.
	edited := *sk
	edited.Description = "Harmless."
	r := &verify.Report{}
	CheckSkill(&edited, at(map[string]string{"SKILL.md": md, "run.sh": "echo\n"}, true), r)
	if len(r.Findings) != 1 || r.Findings[0].Code != verify.CodeLockInvalid || r.Findings[0].Line != 7 {
		t.Errorf("derived field edited: findings %+v", r.Findings)
	}
}

func TestCheckSignature(t *testing.T) {
	rec := &lock.LockedSignature{Key: "sha256:k"}
	other := &lock.LockedSignature{Key: "sha256:o"}
	for _, tc := range []struct {
		name   string
		locked *lock.LockedSignature
		sig    *lock.LockedSignature
		err    error
		want   string
	}{
		{"verifies as recorded", rec, rec, nil, ""},
		{"missing bundle", rec, nil, &signature.SignatureError{Code: signature.SignatureMissing, Check: "bundle present"}, string(signature.SignatureMissing)},
		{"does not verify", rec, nil, errors.New("bad"), string(signature.SignatureInvalid)},
		{"not recorded", nil, rec, nil, string(signature.SignatureMissing)},
		{"another signer", rec, other, nil, string(signature.SignerMismatch)},
	} {
		r := &verify.Report{}
		CheckSignature(&lock.LockedSkill{Name: "pdf", Signature: tc.locked}, "SKILL.sigstore.json", tc.sig, tc.err, r)
		var got []string
		for _, f := range r.Findings {
			got = append(got, string(f.Code))
		}
		if strings.Join(got, ",") != tc.want {
			t.Errorf("%s: findings %v, want %s", tc.name, got, tc.want)
		}
	}
}
