import os
import pathlib

_MISSING = object()


def field(default=_MISSING, required=False):
    return {"default": default, "required": required}


def _parse_dotenv(path=".env"):
    p = pathlib.Path(path)
    out = {}
    if p.exists():
        for line in p.read_text().splitlines():
            line = line.strip()
            if line and not line.startswith("#") and "=" in line:
                k, v = line.split("=", 1)
                out[k.strip()] = v.strip().strip("'\"")
    return out


class Settings:
    @classmethod
    def load(cls):
        env = {**_parse_dotenv(), **os.environ}
        errors, values = [], {}
        for name, typ in cls.__annotations__.items():
            spec = getattr(cls, name, _MISSING)
            if isinstance(spec, dict) and "required" in spec:
                default, required = spec["default"], spec["required"]
            else:
                default, required = spec, False
            raw = env.get(name.upper())
            if raw is None:
                if required or default is _MISSING:
                    errors.append(f"{name.upper()} is required")
                    continue
                values[name] = default
                continue
            try:
                values[name] = raw.lower() in ("1", "true", "yes") if typ is bool else typ(raw)
            except ValueError:
                errors.append(f"{name.upper()}={raw!r} is not a valid {typ.__name__}")
        if errors:
            raise ValueError("invalid settings:\n  " + "\n  ".join(errors))
        obj = cls.__new__(cls)
        obj.__dict__.update(values)
        return obj
