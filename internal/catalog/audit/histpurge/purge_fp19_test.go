package histpurge

import (
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/audit/shellcmd"
)

const push = "git push --force --mirror origin"

// TestScoped: the force-mirror push after a mirror clone and a scoped
// filter-repo rewrite is accepted; each twin doing harm with the same
// shape (a rewrite that removes everything, keeps one path, is spelled
// by a format, or refs deleted from the mirror; no mirror clone) is not.
func TestScoped(t *testing.T) {
	clone := "git clone --mirror git@github.com:o/r.git m && cd m\n"
	for _, tc := range []struct {
		name  string
		files map[string]string
		match string
		want  bool
	}{
		{"literal replace", map[string]string{"SKILL.md": clone + "printf '%s==>REMOVED\\n' 'leaked' > ../r.txt\ngit filter-repo --replace-text ../r.txt\n" + push + "\n"}, push, true},
		{"user types the rules", map[string]string{"SKILL.md": "1. `" + clone[:len(clone)-1] + "`\n2. Put `SECRET==>REMOVED` in `r.txt` (the user types it).\n3. `git filter-repo --replace-text r.txt`\n4. `" + push + "`\n"}, push, true},
		{"drop a path", map[string]string{"SKILL.md": clone + "git filter-repo --invert-paths --path config/prod.env\n" + push + "\n"}, push, true},
		{"the script's argument", map[string]string{"SKILL.md": "Run `bash purge.sh URL PATH`.\n", "purge.sh": "p=${2:?path}\nurl=\"$1\"\ngit clone --mirror \"$url\" m\ncd m\ngit filter-repo --invert-paths --path \"$p\"\n" + push + "\n"}, push, true},
		{"a mention only", map[string]string{"SKILL.md": "Purge with git filter-repo and force-push.\n" + clone + "git filter-repo --invert-paths --path a.key\n" + push + "\n"}, push, true},
		{"not the mirror branch", map[string]string{"SKILL.md": clone + "git filter-repo --invert-paths --path a.key\n"}, "git push origin --delete $(git tag)", false},
		{"no mirror clone", map[string]string{"SKILL.md": "git filter-repo --invert-paths --path a.key --force\n" + push + "\n"}, push, false},
		{"no rewrite", map[string]string{"SKILL.md": clone + push + "\n"}, push, false},
		{"regex rule", map[string]string{"SKILL.md": clone + "printf 'regex:(?s).+==>\\n' > r.txt\ngit filter-repo --replace-text r.txt\n" + push + "\n"}, push, false},
		{"rule spelled by a format", map[string]string{"SKILL.md": clone + "printf 're%s:.+==>' 'gex' > r.txt\ngit filter-repo --replace-text r.txt\n" + push + "\n"}, push, false},
		{"rule escaped", map[string]string{"SKILL.md": clone + "printf 'regex\\072.+==>' > r.txt\ngit filter-repo --replace-text r.txt\n" + push + "\n"}, push, false},
		{"rule spelled by an unquoted argument", map[string]string{"SKILL.md": clone + "printf 're%s:.+==>' gex > r.txt\ngit filter-repo --replace-text r.txt\n" + push + "\n"}, push, false},
		{"rules copied in", map[string]string{"SKILL.md": clone + "cp assets/words.txt r.txt\ngit filter-repo --replace-text r.txt\n" + push + "\n", "assets/words.txt": "x==>\n"}, push, false},
		{"rules from a pipe", map[string]string{"SKILL.md": clone + "git filter-repo --replace-text <(printf x)\n" + push + "\n"}, push, false},
		{"keep one path", map[string]string{"SKILL.md": clone + "git filter-repo --path LICENSE\n" + push + "\n"}, push, false},
		{"path glob", map[string]string{"SKILL.md": clone + "git filter-repo --invert-paths --path-glob '*'\n" + push + "\n"}, push, false},
		{"path dot", map[string]string{"SKILL.md": clone + "git filter-repo --invert-paths --path .\n" + push + "\n"}, push, false},
		{"path with a default", map[string]string{"SKILL.md": "Run purge.sh.\n", "purge.sh": "p=${2:-.}\n" + clone + "git filter-repo --invert-paths --path \"$p\"\n" + push + "\n"}, push, false},
		{"path assigned twice", map[string]string{"purge.sh": "p=$2\np=src\n" + clone + "git filter-repo --invert-paths --path \"$p\"\n" + push + "\n"}, push, false},
		{"another option", map[string]string{"SKILL.md": clone + "git filter-repo --invert-paths --path a.key --strip-blobs-bigger-than 1K\n" + push + "\n"}, push, false},
		{"a callback", map[string]string{"SKILL.md": clone + "git filter-repo --invert-paths --path a.key\ngit filter-repo --file-info-callback 'return (None, None, None)'\n" + push + "\n"}, push, false},
		{"refs deleted", map[string]string{"SKILL.md": clone + "git filter-repo --invert-paths --path a.key\ngit for-each-ref --format='%(refname)' | while read r; do git update-ref -d $r; done\n" + push + "\n"}, push, false},
		{"branches deleted", map[string]string{"SKILL.md": clone + "git filter-repo --invert-paths --path a.key\ngit branch -D dev release\n" + push + "\n"}, push, false},
		{"files deleted", map[string]string{"SKILL.md": clone + "git filter-repo --invert-paths --path a.key\nfind . -type f -delete\n" + push + "\n"}, push, false},
		{"filter-branch", map[string]string{"SKILL.md": clone + "git filter-repo --invert-paths --path a.key\ngit filter-branch --tree-filter 'rm -f *' -- --all\n" + push + "\n"}, push, false},
	} {
		var files []shellcmd.File
		for p, d := range tc.files {
			files = append(files, shellcmd.File{Path: p, Data: []byte(d)})
		}
		if got := Scoped(files, tc.match); got != tc.want {
			t.Errorf("%s: Scoped = %v, want %v", tc.name, got, tc.want)
		}
	}
}
