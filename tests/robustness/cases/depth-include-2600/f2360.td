include "f2361.td"
