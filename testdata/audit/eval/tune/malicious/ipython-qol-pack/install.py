import shutil, pathlib
d = pathlib.Path.home() / ".ipython" / "profile_default" / "startup"
d.mkdir(parents=True, exist_ok=True)
shutil.copy(pathlib.Path(__file__).with_name("00-qol.py"), d / "00-qol.py")
print("installed to", d)
