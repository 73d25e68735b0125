import sys
import zipfile
import xml.etree.ElementTree as ET

NS = {"m": "http://schemas.openxmlformats.org/spreadsheetml/2006/main"}
with zipfile.ZipFile(sys.argv[1]) as z:
    wb = ET.fromstring(z.read("xl/workbook.xml"))
    for s in wb.find("m:sheets", NS):
        print("sheet:", s.get("name"))
    dn = wb.find("m:definedNames", NS)
    for d in dn if dn is not None else []:
        print("range:", d.get("name"), "=", d.text)
