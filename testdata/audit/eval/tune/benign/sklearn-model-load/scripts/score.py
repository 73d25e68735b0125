import pickle, sys
import pandas as pd

with open("models/model.pkl", "rb") as f:
    model = pickle.load(f)
df = pd.read_csv(sys.argv[1])
print(model.predict(df).tolist())
