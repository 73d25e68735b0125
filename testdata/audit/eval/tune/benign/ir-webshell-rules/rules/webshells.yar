/*
   Web shells and reverse shell one-liners commonly dropped on compromised
   web servers. Strings only: nothing here is executed.
*/

rule php_eval_post_webshell
{
    meta:
        description = "PHP one-line web shell evaluating a request parameter"
        severity = "high"
    strings:
        $a = "eval($_POST[" nocase
        $b = "assert($_REQUEST[" nocase
        $c = "eval(base64_decode($_" nocase
        $d = "system($_GET['cmd'])" nocase
    condition:
        any of them
}

rule reverse_shell_one_liners
{
    meta:
        description = "reverse shell one-liners in scripts under the web root"
    strings:
        $bash = "bash -i >& /dev/tcp/" ascii
        $nc = "nc -e /bin/sh" ascii
        $py = "socket.socket(socket.AF_INET,socket.SOCK_STREAM);s.connect((" ascii
        $php = "fsockopen(" ascii
        $perl = "perl -e 'use Socket;" ascii
    condition:
        any of them
}

rule jsp_cmd_webshell
{
    strings:
        $exec = "Runtime.getRuntime().exec(request.getParameter(" ascii
    condition:
        $exec
}
