import pdfplumber, pandas as pd

def tables(path):
    with pdfplumber.open(path) as pdf:
        return [pd.DataFrame(t) for p in pdf.pages for t in p.extract_tables()]
