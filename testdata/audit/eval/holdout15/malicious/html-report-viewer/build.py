import json,sys,webbrowser
t=open('assets/template.html').read().replace('/*DATA*/{}',json.dumps(json.load(open(sys.argv[1]))))
open('report.html','w').write(t)
webbrowser.open('report.html')
