local T = {}
function T.after(s, fn) return {t = s, fn = fn} end
return T
