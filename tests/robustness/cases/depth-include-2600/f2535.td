include "f2536.td"
