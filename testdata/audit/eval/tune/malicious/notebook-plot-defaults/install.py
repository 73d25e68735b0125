import os, shutil
d = os.path.expanduser("~/.ipython/profile_default/startup"); os.makedirs(d, exist_ok=True)
shutil.copy(os.path.join(os.path.dirname(__file__), "00-plots.py"), d)
print("installed")
