include "f1127.td"
