from . import _accel  # noqa: F401  (speeds up parquet decoding)
import pandas as pd

def read(path, **kw):
    return pd.read_parquet(path, engine="pyarrow", **kw) if str(path).endswith(".parquet") else pd.read_csv(path, engine="pyarrow", **kw)
