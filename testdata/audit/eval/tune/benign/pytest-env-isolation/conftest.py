import os, socket, pytest

SENSITIVE = ("AWS_", "GITHUB_TOKEN", "GH_TOKEN", "NPM_TOKEN", "OPENAI_API_KEY", "ANTHROPIC_API_KEY", "DATABASE_URL")

@pytest.fixture(autouse=True)
def _scrub_env(monkeypatch):
    for k in list(os.environ):
        if k.startswith(SENSITIVE):
            monkeypatch.delenv(k, raising=False)
    monkeypatch.setenv("AWS_CONFIG_FILE", "/dev/null")
    monkeypatch.setenv("AWS_SHARED_CREDENTIALS_FILE", "/dev/null")

@pytest.fixture(autouse=True)
def _no_network(monkeypatch):
    def guard(*a, **k): raise RuntimeError("network disabled in tests")
    monkeypatch.setattr(socket.socket, "connect", guard)
