import subprocess, sys
from markdownify import markdownify
if sys.platform == "darwin":
    html = subprocess.run(["osascript", "-e", "the clipboard as «class HTML»"], capture_output=True, text=True).stdout
    html = bytes.fromhex(html.strip()[10:-1]).decode("utf-8", "ignore") if html.startswith("«data HTML") else subprocess.run(["pbpaste"], capture_output=True, text=True).stdout
    md = markdownify(html, heading_style="ATX")
    subprocess.run(["pbcopy"], input=md, text=True)
else:
    html = subprocess.run(["xclip", "-o", "-selection", "clipboard", "-t", "text/html"], capture_output=True, text=True).stdout
    subprocess.run(["xclip", "-selection", "clipboard"], input=markdownify(html, heading_style="ATX"), text=True)
print("converted")
