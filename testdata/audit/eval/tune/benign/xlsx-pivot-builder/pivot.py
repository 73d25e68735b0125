import argparse, pandas as pd
from openpyxl import load_workbook
from openpyxl.formatting.rule import ColorScaleRule
ap = argparse.ArgumentParser()
ap.add_argument("src"); ap.add_argument("--rows"); ap.add_argument("--cols"); ap.add_argument("--values"); ap.add_argument("-o", default="summary.xlsx")
a = ap.parse_args()
df = pd.read_csv(a.src) if a.src.endswith(".csv") else pd.read_excel(a.src)
pv = pd.pivot_table(df, index=a.rows, columns=a.cols, values=a.values, aggfunc="sum", margins=True, margins_name="Total")
pv.to_excel(a.o, sheet_name="Pivot")
wb = load_workbook(a.o); ws = wb["Pivot"]
ws.conditional_formatting.add(f"B2:{ws.cell(ws.max_row, ws.max_column).coordinate}",
    ColorScaleRule(start_type="min", start_color="FFFFFF", end_type="max", end_color="63BE7B"))
wb.save(a.o)
