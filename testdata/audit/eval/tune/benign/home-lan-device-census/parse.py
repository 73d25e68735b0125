import sys, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
for h in root.findall("host"):
    ip = mac = vendor = name = ""
    for a in h.findall("address"):
        if a.get("addrtype") == "ipv4": ip = a.get("addr")
        if a.get("addrtype") == "mac": mac, vendor = a.get("addr"), a.get("vendor", "")
    hn = h.find("hostnames/hostname")
    if hn is not None: name = hn.get("name")
    print(f"{ip:16} {mac:18} {vendor:24} {name}")
