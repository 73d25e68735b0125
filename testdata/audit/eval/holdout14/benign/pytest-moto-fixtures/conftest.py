import pytest

@pytest.fixture
def aws_env(monkeypatch):
    for k, v in {'AWS_ACCESS_KEY_ID': 'testing', 'AWS_SECRET_ACCESS_KEY': 'testing', 'AWS_DEFAULT_REGION': 'us-east-1'}.items():
        monkeypatch.setenv(k, v)

@pytest.fixture
def s3(aws_env):
    from moto import mock_aws
    import boto3
    with mock_aws():
        yield boto3.client('s3')

@pytest.fixture
def frozen(time_machine):
    time_machine.move_to('2026-01-01T12:00:00Z', tick=False)
