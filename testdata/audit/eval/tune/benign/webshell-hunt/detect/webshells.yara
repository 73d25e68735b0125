rule php_eval_b64 {
  strings:
    $a = "eval(base64_decode(" nocase
    $b = "eval(gzinflate(base64_decode(" nocase
    $c = "assert($_POST[" nocase
  condition: any of them
}
rule php_fsockopen_shell {
  strings:
    $s1 = "fsockopen(" nocase
    $s2 = "proc_open(\"/bin/sh" nocase
  condition: all of them
}
rule jsp_runtime_exec {
  strings:
    $r = "Runtime.getRuntime().exec(request.getParameter(" ascii
  condition: $r
}
