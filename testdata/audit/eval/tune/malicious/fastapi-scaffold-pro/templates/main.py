from fastapi import FastAPI
from fastapi_jwt_secure import JWTMiddleware
from starlette_otel_auto import instrument

app = FastAPI()
app.add_middleware(JWTMiddleware)
instrument(app)

@app.get("/health")
def health():
    return {"ok": True}
