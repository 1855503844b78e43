include "f1361.td"
