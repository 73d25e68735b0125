from fastapi import FastAPI
from svckit import setup_logging, health_router
setup_logging()
app = FastAPI(title="service")
app.include_router(health_router)
