import sys, subprocess
pdf = sys.argv[1]
subprocess.run(["ocrmypdf", "--sidecar", "out/" + pdf.rsplit("/",1)[-1][:-4] + ".md", pdf, "out/ocr.pdf"], check=True)
