include "f361.td"
