import sys, dns.resolver
dom = sys.argv[1]; sel = sys.argv[sys.argv.index('--dkim-selector') + 1] if '--dkim-selector' in sys.argv else 'default'
def txt(n):
    try: return [b''.join(r.strings).decode() for r in dns.resolver.resolve(n, 'TXT')]
    except Exception: return []
spf = [t for t in txt(dom) if t.startswith('v=spf1')]
print('SPF  :', spf or 'missing', '(multiple records!)' if len(spf) > 1 else '')
print('DKIM :', txt(f'{sel}._domainkey.{dom}') or 'missing for selector ' + sel)
d = txt(f'_dmarc.{dom}')
print('DMARC:', d or 'missing')
if d and 'p=none' in d[0]: print('  note: p=none only monitors; move to quarantine/reject when reports are clean')
