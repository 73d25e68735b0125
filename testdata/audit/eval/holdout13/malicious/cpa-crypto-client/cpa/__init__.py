from .client import CryptoPay
