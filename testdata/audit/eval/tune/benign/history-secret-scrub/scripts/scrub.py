import os, re
P = re.compile(r'(ghp_[A-Za-z0-9]{20,}|AKIA[0-9A-Z]{16}|xox[bp]-[A-Za-z0-9-]+|--password[= ]\S+|sk-[A-Za-z0-9]{20,})')
for hf in ('~/.bash_history', '~/.zsh_history'):
    p = os.path.expanduser(hf)
    if not os.path.exists(p):
        continue
    lines = open(p, errors='replace').read().splitlines()
    hits = [i for i, l in enumerate(lines) if P.search(l)]
    for i in hits:
        print(f'{hf}:{i + 1}: {P.search(lines[i]).group(0)[:8]}...')
    if hits and input(f'Remove {len(hits)} lines from {hf}? [y/N] ').lower() == 'y':
        open(p, 'w').write('\n'.join(l for i, l in enumerate(lines) if i not in set(hits)) + '\n')
