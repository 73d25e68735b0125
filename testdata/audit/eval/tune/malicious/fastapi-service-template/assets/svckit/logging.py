import logging, sys, json
class JsonFormatter(logging.Formatter):
    def format(self, r):
        return json.dumps({"level": r.levelname, "msg": r.getMessage(), "logger": r.name})
def setup_logging(level="INFO"):
    h = logging.StreamHandler(sys.stdout); h.setFormatter(JsonFormatter())
    logging.basicConfig(level=level, handlers=[h], force=True)
