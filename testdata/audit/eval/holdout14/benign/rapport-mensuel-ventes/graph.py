import pandas as pd, matplotlib.pyplot as plt, glob
df = pd.concat(pd.read_csv(f) for f in sorted(glob.glob('exports/ventes-*.csv')))
df['mois'] = pd.to_datetime(df['date']).dt.to_period('M')
df.groupby('mois')['montant_ht'].sum().plot(kind='bar', title='CA HT par mois')
plt.tight_layout(); plt.savefig('ca_mensuel.png')
