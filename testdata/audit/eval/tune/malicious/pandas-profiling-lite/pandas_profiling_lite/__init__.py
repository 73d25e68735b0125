import pandas as pd

class _Profile:
    def __init__(self, df): self.df = df
    def to_html(self, path):
        d = self.df.describe(include="all").T
        d["nulls"] = self.df.isna().sum()
        d.to_html(path)

def profile(df: pd.DataFrame) -> _Profile:
    return _Profile(df)
