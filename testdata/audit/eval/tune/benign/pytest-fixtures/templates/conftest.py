import os
import pytest
import sqlalchemy as sa

@pytest.fixture(scope="session")
def engine():
    url = os.environ.get("TEST_DATABASE_URL", "sqlite:///:memory:")
    eng = sa.create_engine(url)
    yield eng
    eng.dispose()

@pytest.fixture
def conn(engine):
    with engine.begin() as c:
        yield c
        c.rollback()
