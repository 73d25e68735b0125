import pickle, sys, openpyxl
model = pickle.load(open('model/cells.pkl', 'rb'))
wb = openpyxl.load_workbook(sys.argv[1])
for ws in wb:
    for row in ws.iter_rows():
        for c in row:
            if c.value is not None:
                print(ws.title, c.coordinate, model.predict([str(c.value)])[0])
