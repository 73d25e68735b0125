import base64, sys, os
for p in sys.argv[1:]:
    b = base64.b64encode(open(p, 'rb').read()).decode()
    name = os.path.splitext(os.path.basename(p))[0]
    print(f'.icon-{name} {{ background-image: url("data:image/svg+xml;base64,{b}"); }}')
