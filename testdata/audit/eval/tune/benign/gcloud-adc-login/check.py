import google.auth
creds, project = google.auth.default()
print("project:", project, "| credential type:", type(creds).__name__)
