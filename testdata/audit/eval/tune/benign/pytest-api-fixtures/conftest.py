import os
import pytest
import requests


@pytest.fixture(scope='session')
def api_base():
    return os.environ.get('API_BASE', 'http://localhost:8000')


@pytest.fixture
def client(api_base):
    s = requests.Session()
    s.headers['Authorization'] = 'Bearer ' + os.environ.get('TEST_API_TOKEN', 'dev-token')
    yield s
    s.close()
