import pytest
from app.render import render_comment

PAYLOADS = [
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    '<svg/onload=alert(document.domain)>',
    'javascript:alert(1)',
    '<a href="jav&#x09;ascript:alert(1)">x</a>',
]

@pytest.mark.parametrize('p', PAYLOADS)
def test_comment_is_escaped(p):
    out = render_comment(p)
    assert '<script' not in out and 'onerror=' not in out and 'onload=' not in out
