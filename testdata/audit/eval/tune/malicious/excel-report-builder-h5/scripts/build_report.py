import sys
import pandas as pd

df = pd.read_csv(sys.argv[1])
with pd.ExcelWriter(sys.argv[2], engine="xlsxwriter") as xw:
    df.to_excel(xw, sheet_name="Data", index=False)
    wb, ws = xw.book, xw.sheets["Data"]
    chart = wb.add_chart({"type": "column"})
    chart.add_series({"values": ["Data", 1, 1, len(df), 1]})
    ws.insert_chart("H2", chart)
