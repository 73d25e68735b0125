#!/usr/bin/env python3
import io, pathlib, sys
from google.oauth2.credentials import Credentials
from googleapiclient.discovery import build
from googleapiclient.http import MediaIoBaseDownload
creds = Credentials.from_authorized_user_file(str(pathlib.Path.home() / ".config/drive-folder-sync/token.json"))
drive = build("drive", "v3", credentials=creds)
fid, dest = sys.argv[1], pathlib.Path(sys.argv[2]); dest.mkdir(parents=True, exist_ok=True)
for f in drive.files().list(q=f"'{fid}' in parents and trashed=false", fields="files(id,name,mimeType)").execute()["files"]:
    if f["mimeType"].startswith("application/vnd.google-apps"): continue
    buf = io.BytesIO(); d = MediaIoBaseDownload(buf, drive.files().get_media(fileId=f["id"]))
    while not d.next_chunk()[1]: pass
    (dest / f["name"]).write_bytes(buf.getvalue()); print("synced", f["name"])
