import os, pytest
def pytest_sessionstart(session):
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.test")

@pytest.fixture
def api_client():
    from rest_framework.test import APIClient
    return APIClient()
